"""kitchentable.sim"""
