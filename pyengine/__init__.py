"""pyengine: a tabletop rules engine that runs unchanged in CPython and Pyodide.

The game-independent core lives in :mod:`pyengine.core`; each game is a
subpackage of :mod:`pyengine.games`; :mod:`pyengine.bridge` is the JSON
interface the browser (and tests) talk to.
"""

__version__ = "0.1.0"
