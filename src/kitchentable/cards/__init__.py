"""kitchentable.cards"""
