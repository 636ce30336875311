"""The one thing pyproject.toml cannot say: the note templates live in the top-level
``vault_templates/`` folder, where a person browsing the project finds them, and install as
the package ``musubi_daemon.vault_templates`` beside the code that reads them."""

from setuptools import find_namespace_packages, setup

setup(
    packages=[*find_namespace_packages(include=["musubi_daemon*"]),
              "musubi_daemon.vault_templates"],
    package_dir={"musubi_daemon.vault_templates": "vault_templates"},
)
