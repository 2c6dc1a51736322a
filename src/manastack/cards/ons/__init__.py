"""Card modules (ons)."""
