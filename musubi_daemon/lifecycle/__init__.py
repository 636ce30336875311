"""The memory lifecycle: maturation, synthesis, promotion, demotion and reflection jobs that
move notes between states, each run one git commit plus rows in the journal."""
