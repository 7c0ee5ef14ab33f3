"""kitchentable.agents"""
