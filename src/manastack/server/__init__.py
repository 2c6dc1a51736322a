"""The game server (``manastack serve``): games in the browser, against the computer or each
other, kept in a database as they are played.

``app`` (FastAPI: the lobby's REST endpoints, one websocket per seat, the built web client),
``rooms`` (the games being played, their seats and the computer seats' worker threads),
``store`` (SQLAlchemy: SQLite or PostgreSQL) and ``decks`` (deck requests, checked). A client
layer: it uses the game through its public API only (``Game.view`` and ``Game.apply``).
"""
