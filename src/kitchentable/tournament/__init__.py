"""kitchentable.tournament"""
