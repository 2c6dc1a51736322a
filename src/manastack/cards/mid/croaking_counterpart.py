"""Croaking Counterpart — {1}{G}{U} Sorcery.

"Create a token that's a copy of target non-Frog creature, except it's a 1/1 green Frog. /
Flashback {3}{G}{U}"

The token has the creature's copiable values (CR 707.2: what is printed, what it copies, a
token's original characteristics) with power, toughness, colour and creature type replaced
(CR 707.9b, MID-RN-054, 056, 057); a characteristic-defining ability for those isn't copied
(CR 707.9d). {X} in the mana cost is 0 (MID-RN-055). Its enters abilities work (MID-RN-058).
A copy of a double-faced permanent is a double-faced token, both faces Frogs (CR 707.8a).
"Frog" is a creature-type word of the spell's text, in its target and in the token it makes:
a text-changing effect rewrites both (CR 612.2, 612.2a).
"""

from manastack.dsl.prelude import *  # noqa: F403

NON_FROG_CREATURE = CREATURE.but(not_subtypes=("Frog",), label="non-Frog creature")
GREEN_FROG_1_1 = TokenSpec(subtypes=("Frog",), colors="G", power=1, toughness=1)

ABILITIES = [
    spell(CreateTokenCopy(Target(0), except_as=GREEN_FROG_1_1),
          targets=[target(NON_FROG_CREATURE)]),
]
