"""The games. Each subpackage declares one :class:`pyengine.core.Game`; one line here registers it."""

from ..core.registry import register
from .grimwood.rules import Grimwood
from .living_forest.rules import LivingForest
from .lotus.rules import Lotus
from .spirit_island_horizons.rules import Horizons

register(Lotus())
register(LivingForest())
register(Grimwood())
register(Horizons())
