"""Learning environments: PettingZoo AEC and Gymnasium single-agent games of Magic.

* ``aec_env(decks=..., format=..., seed=...)``: every seat an agent (``manastack.env.aec``);
* ``SingleAgentEnv(decks=..., opponents=...)``: one seat learns, the others are played by a
  policy (``manastack.env.single``);
* the action encoding (canonical order, exact mask, descriptions): ``manastack.env.encoding``;
* observations built from ``Game.view(player)`` only: ``manastack.env.observation``;
* stable card ids: ``manastack.env.card_ids`` (the table ``data/card_ids.tsv``);
* determinization for information-set search: ``manastack.env.determinize``.

See docs/environments.md.
"""

from manastack.env.aec import ManastackAEC, aec_env
from manastack.env.card_ids import card_id
from manastack.env.determinize import determinize
from manastack.env.encoding import MAX_ACTIONS, canonical, describe
from manastack.env.single import SingleAgentEnv
from manastack.env.table import GameOverError, InvalidActionError

__all__ = ["aec_env", "ManastackAEC", "SingleAgentEnv", "determinize", "card_id",
           "MAX_ACTIONS", "canonical", "describe", "InvalidActionError", "GameOverError"]
