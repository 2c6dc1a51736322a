"""Players that choose actions through the public API only (``Game`` and its views)."""
