"""kitchentable.env"""
