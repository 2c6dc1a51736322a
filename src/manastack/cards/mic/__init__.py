"""Card modules (mic)."""
