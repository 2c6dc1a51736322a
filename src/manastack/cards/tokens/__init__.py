"""Card modules (tokens)."""
