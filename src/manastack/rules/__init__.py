"""The rules of the game, one module per Comprehensive Rules concept."""
