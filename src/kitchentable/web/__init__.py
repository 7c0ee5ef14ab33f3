"""kitchentable.web"""
