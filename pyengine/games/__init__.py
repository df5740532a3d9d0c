"""The games. Each subpackage declares one :class:`pyengine.core.Game`; one line here registers it."""

from ..core.registry import register
from .grimwood.rules import Grimwood
from .lotus.rules import Lotus

register(Lotus())
register(Grimwood())
