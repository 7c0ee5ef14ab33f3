"""kitchentable.cli"""
