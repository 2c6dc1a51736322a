"""manastack: Magic: The Gathering's rules for Onslaught, Innistrad: Midnight Hunt and its Commander decks."""

__version__ = "0.1.0"
