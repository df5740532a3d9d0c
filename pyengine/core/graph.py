"""Places joined by adjacency: the lands of an island, the spaces of a grid.

>>> g = Graph.grid(3, 2)
>>> sorted(g.neighbours("1,0"))
['0,0', '1,1', '2,0']
>>> sorted(g.within(["0,0"], 1))
['0,0', '0,1', '1,0']
>>> g.distance("0,0", "2,1")
3
"""

from __future__ import annotations

from collections import deque


class Graph:
    def __init__(self, adjacency: dict[str, list[str]]):
        for node, others in adjacency.items():
            for other in others:
                if other not in adjacency or node not in adjacency[other]:
                    raise ValueError(f"adjacency is not symmetric: {node} - {other}")
        self.adjacency = {node: tuple(others) for node, others in adjacency.items()}

    @classmethod
    def from_edges(cls, nodes, edges) -> "Graph":
        adjacency = {n: [] for n in nodes}
        for a, b in edges:
            adjacency[a].append(b)
            adjacency[b].append(a)
        return cls(adjacency)

    @classmethod
    def grid(cls, width: int, height: int) -> "Graph":
        """Spaces "x,y" joined to their orthogonal neighbours."""
        def node(x, y):
            return f"{x},{y}"
        nodes = [node(x, y) for y in range(height) for x in range(width)]
        edges = [(node(x, y), node(x + 1, y)) for y in range(height) for x in range(width - 1)]
        edges += [(node(x, y), node(x, y + 1)) for y in range(height - 1) for x in range(width)]
        return cls.from_edges(nodes, edges)

    @property
    def nodes(self) -> list[str]:
        return list(self.adjacency)

    def neighbours(self, node: str) -> tuple[str, ...]:
        return self.adjacency[node]

    def within(self, sources, steps: int, through=None) -> set[str]:
        """Every node at most ``steps`` moves from one of ``sources``; ``through(node)`` False
        stops a path at that node (it is reached, not crossed)."""
        reached = {s: 0 for s in sources}
        todo = deque(reached)
        while todo:
            node = todo.popleft()
            d = reached[node]
            if d == steps or (through is not None and d > 0 and not through(node)):
                continue
            for other in self.adjacency[node]:
                if other not in reached:
                    reached[other] = d + 1
                    todo.append(other)
        return set(reached)

    def distance(self, a: str, b: str) -> int | None:
        """Moves from ``a`` to ``b`` (None when not connected)."""
        seen = {a: 0}
        todo = deque([a])
        while todo:
            node = todo.popleft()
            if node == b:
                return seen[node]
            for other in self.adjacency[node]:
                if other not in seen:
                    seen[other] = seen[node] + 1
                    todo.append(other)
        return None

    def connected(self) -> bool:
        nodes = self.nodes
        return not nodes or len(self.within(nodes[:1], len(nodes))) == len(nodes)
