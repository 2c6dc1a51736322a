"""Phasing permanents out through public actions with Spectral Adversary (MID): "When
Spectral Adversary enters the battlefield, you may pay {1}{U} any number of times. When you pay
this cost one or more times, put that many +1/+1 counters on Spectral Adversary, then up to
that many other target artifacts, creatures, and/or enchantments phase out." (CR 702.26,
603.12)"""

from __future__ import annotations

from manastack.testing import Driver


def phase_out_with_adversary(d: Driver, *targets: int, player: int = 0) -> None:
    """``player`` casts Spectral Adversary from their hand and it resolves; its enters trigger
    resolves, paying {1}{U} once per target, and the reflexive trigger, targeting
    ``targets``, resolves: they phase out."""
    d.cast(player, "Spectral Adversary")
    d.resolve()
    d.resolve()  # the enters trigger: how many times {1}{U} is paid
    d.expect("choose_number")
    d.choose(len(targets))
    d.pay()
    d.expect("target")
    for target in targets:
        d.choose(target)
    d.resolve()  # the reflexive trigger
