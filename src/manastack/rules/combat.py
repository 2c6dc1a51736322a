"""Combat (CR 506–511): declaring attackers and blockers, and combat damage.

Attackers and blockers are declared one at a time (each ``DeclareAttacker``/``DeclareBlocker``
adds one to the proposal) and then ``FinishDeclaration`` checks the whole declaration against
the restrictions and requirements (CR 508.1c–d, 509.1b–c). Only steps that some legal
finished declaration contains are offered (``declare_attackers``, ``block_requirements``), so
every step listed can be completed, and every legal declaration is reachable this way.

Each step has its module: ``declare_attackers`` (CR 508), ``declare_blockers`` (CR 509) and
``combat_damage`` (CR 510); ``restrictions`` reads "can't" static abilities (CR 604.1).
Importing this module registers their instruction handlers; the names other modules use are
re-exported here.
"""

from __future__ import annotations

from manastack.rules.combat_damage import (
    assignment_options,
    has_first_strikers,
)
from manastack.rules.declare_attackers import (
    apply_attack_action,
    attack_actions,
    attack_declaration_legal,
    can_attack,
    defenders,
    may_attack_defender,
)
from manastack.rules.declare_blockers import (
    LANDWALK,
    apply_block_action,
    attackers_of,
    block_actions,
    blocks_any_number,
    can_block,
    defending_players,
)
from manastack.rules.restrictions import rule_applies

__all__ = ["LANDWALK", "apply_attack_action", "apply_block_action", "assignment_options",
           "attack_actions", "attack_declaration_legal", "attackers_of", "block_actions",
           "blocks_any_number", "can_attack", "can_block",
           "defenders", "defending_players", "has_first_strikers",
           "may_attack_defender", "rule_applies"]
