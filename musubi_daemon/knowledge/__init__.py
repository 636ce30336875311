"""What grows from distilled notes: topics, the profile, decisions and open loops."""
