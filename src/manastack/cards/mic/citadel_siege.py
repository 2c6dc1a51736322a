"""Citadel Siege — {2}{W}{W} Enchantment.

Oracle: "As Citadel Siege enters the battlefield, choose Khans or Dragons. / • Khans — At the
beginning of combat on your turn, put two +1/+1 counters on target creature you control. /
• Dragons — At the beginning of combat on each opponent's turn, tap target creature that player
controls."

Each anchor word's ability works only if it was chosen as the Siege entered (MIC-OR-0111, 0112).
Dragons refers to "that player": on a team's shared turn it triggers once for each active
opponent (CR 805.4d).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseOption(("Khans", "Dragons"), "chosen_mode", prompt="Choose Khans or Dragons")),
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "you"), PutCounters(Target(0), amount=2),
              targets=[target(CREATURE_YOU_CONTROL, label="target creature you control")],
              has_while=ChoseAsItEntered("mode", "Khans")),
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "each_opponent"), TapEffect(Target(0)),
              targets=[target(that_player_controls(CREATURE),
                              label="target creature that player controls")],
              has_while=ChoseAsItEntered("mode", "Dragons")),
]
