"""Game state: objects, players, zones and the whole-game record (CR 400, 109, 102)."""
