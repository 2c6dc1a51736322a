"""Limited play: opening boosters, sealed pools and building a deck from them."""
