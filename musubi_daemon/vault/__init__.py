"""The vault: layout, note render and parse, atomic writes, git, three-way merge.

Knows nothing about Chroma or chat models; the vault is the source of truth everything else
is rebuilt from.
"""
