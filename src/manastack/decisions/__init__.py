"""Decisions as data: the pending Decision, the Actions that answer it, legal actions, policies."""
