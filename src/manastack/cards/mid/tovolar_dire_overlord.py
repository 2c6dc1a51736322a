"""Tovolar, Dire Overlord // Tovolar, the Midnight Scourge — {1}{R}{G} Legendary Creature —
Human Werewolf 3/3 // Legendary Creature — Werewolf 4/4 (red and green).

Oracle: Front: "Whenever a Wolf or Werewolf you control deals combat damage to a player, draw a
card. / At the beginning of your upkeep, if you control three or more Wolves and/or Werewolves,
it becomes night. Then transform any number of Human Werewolves you control. / Daybound"
Back: "Whenever a Wolf or Werewolf you control deals combat damage to a player, draw a card. /
{X}{R}{G}: Target Wolf or Werewolf you control gets +X/+0 and gains trample until end of turn. /
Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

WOLF_OR_WEREWOLF = Filter(subtypes=("Wolf", "Werewolf"), controller="you",
                          label="Wolf or Werewolf you control")
WOLF_OR_WEREWOLF_CREATURE = WOLF_OR_WEREWOLF.but(types=("Creature",),
                                                 label="target Wolf or Werewolf you control")
HUMAN_WEREWOLF = Filter(all_types=("Creature",), all_subtypes=("Human", "Werewolf"),
                        controller="you", label="Human Werewolf you control")
THREE_OR_MORE = at_least(CountOf(WOLF_OR_WEREWOLF), 3)
"""An intervening "if" (CR 603.4): checked as it triggers and again as it resolves."""

# A Wolf or Werewolf you control (as it dealt the damage) deals combat damage to a player:
# it triggers once per such creature (ruling MID-RN-200).
DRAW_ON_DAMAGE = triggered(deals_combat_damage_to_player(WOLF_OR_WEREWOLF), Draw(1))

FACES = [
    [
        DRAW_ON_DAMAGE,
        triggered(at_beginning_of(Step.UPKEEP), SetDayNight("night"),
                  ChooseObjects(HUMAN_WEREWOLF, "werewolves", min=0, max=99,
                                prompt="Transform any number of Human Werewolves you control"),
                  Transform(Var("werewolves")), condition=THREE_OR_MORE),
    ],
    [
        DRAW_ON_DAMAGE,
        activated("{X}{R}{G}", pump(Target(0), X(), 0), grant(Target(0), "Trample"),
                  targets=[target(WOLF_OR_WEREWOLF_CREATURE)]),
    ],
]
