"""Card modules (mid)."""
