"""The rules of the game, one module per Comprehensive Rules concept."""
from manastack.rules import colors as _colors  # noqa: E402,F401  (registers interpretations)
from manastack.rules import extensions as _extensions  # noqa: E402,F401  (registers extensions)
from manastack.rules import object_tests as _object_tests  # noqa: E402,F401  (registers interpretations)
from manastack.rules import player_tests as _player_tests  # noqa: E402,F401  (registers interpretations)
from manastack.rules import trigger_tests as _trigger_tests  # noqa: E402,F401  (registers interpretations)
from manastack.rules import vocabulary as _vocabulary  # noqa: E402,F401  (registers interpretations)
