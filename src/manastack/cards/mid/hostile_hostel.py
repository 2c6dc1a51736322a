"""Hostile Hostel // Creeping Inn — Land // Artifact Creature — Horror Construct 3/7 (black).

Oracle: Front: "{T}: Add {C}. / {1}, {T}, Sacrifice a creature: Put a soul counter on Hostile
Hostel. Then if there are three or more soul counters on it, remove those counters, transform
it, then untap it. Activate only as a sorcery."
Back: "Whenever Creeping Inn attacks, you may exile a creature card from your graveyard. If you
do, each opponent loses X life and you gain X life, where X is the number of creature cards
exiled with Creeping Inn. / {4}: Creeping Inn phases out."
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_CARD_IN_YOUR_GRAVEYARD = card_in(Zone.GRAVEYARD, "Creature",
                                          label="a creature card from your graveyard")

FACES = [
    [
        mana_ability("{T}", "C"),
        activated(Cost(mana=ManaCost.parse("{1}"), tap=True, sacrifice=CREATURE),
                  PutCounters(Self(), "soul"),
                  If(at_least(CountersOn(Self(), "soul"), 3),
                     (RemoveCounters(Self(), "soul", CountersOn(Self(), "soul")),
                      Transform(), UntapEffect(Self()))),
                  sorcery=True),
    ],
    [
        triggered(attacks(),
                  ChooseObjects(CREATURE_CARD_IN_YOUR_GRAVEYARD, "inn_card", min=0, max=1,
                                prompt="You may exile a creature card from your graveyard"),
                  Extension("creeping_inn_exile_and_drain")),
        activated("{4}", PhaseOut(Self())),
    ],
]

