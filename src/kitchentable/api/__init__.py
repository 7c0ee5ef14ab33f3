"""kitchentable.api"""
