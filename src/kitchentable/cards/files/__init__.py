"""Card files: the card-file format (`cardfile`), deck and cube lists (`decks`), MTGJSON databases (`mtgjson`)."""
