"""The terminal user interface (``manastack play``)."""
