"""One vault on several devices: fetch from the vault's git remote, merge, push.

Git's own merge does the work, fast-forwarding when this device has nothing new. Before the
merge is committed, Musubi merges what git cannot know, so that nothing is dropped:

- a note or page of Musubi's that both devices changed merges by its structure, unit by unit
  (``devices.py``): what each device's Musubi rendered is no person's edit, text a person
  wrote on either device is kept, and a callout is kept beside a unit only where both
  devices changed it differently and one of them was the person;
- a note of the person's own edited on both devices merges line by line: properties key by
  key, the body through ``git merge-file``; a passage edited differently on each device
  keeps this device's text, with the other device's version in a folded
  ``[!musubi-conflict]`` callout right beside it;
- any other file keeps this device's copy and gets the other one written beside it as
  ``<name>.conflict-<blob>.<ext>`` (artifacts are content-addressed, so they never clash);
- a file deleted on one device and edited on the other is kept, edited.

A merge commit is Musubi's (author and committer: it wrote the resolution); the edits it joins
stay under the person's name in the commits each device made. Any unexpected failure undoes
the merge (``git merge --abort``): the vault is never left mid-merge.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any, cast

from ..progress import Say
from .devices import merge_devices, merge_properties
from .files import atomic_write
from .git import MUSUBI, GitError, VaultRepo
from .history import History
from .merge import CONFLICT_RE, conflict_callout, load_properties
from .notes import NoteError, dump_frontmatter, read_frontmatter, split_frontmatter

_REGULAR = ("100644", "100755")


class SyncError(RuntimeError):
    """The sync could not finish; the vault holds no half-done merge."""


class NoRemoteError(SyncError):
    """The vault has no git remote to sync with: a set-up step, not a failure."""


@dataclass
class SyncResult:
    remote: str
    branch: str
    url: str = ""
    # Commits that came from the remote: {"sha", "author", "subject"}, oldest first.
    pulled: list[dict[str, str]] = field(default_factory=list)
    fast_forward: bool = False
    unrelated: bool = False  # two vaults started apart were joined
    merge_commits: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)  # files the pull changed here
    merged: list[str] = field(default_factory=list)  # edited on both devices, both kept
    conflicts: list[str] = field(default_factory=list)  # a version kept beside another
    copies: list[dict[str, str]] = field(default_factory=list)  # {"path", "copy"}
    kept_edited: list[str] = field(default_factory=list)  # deleted on one side, kept
    pushed: bool = False
    push_retried: bool = False
    push_error: str | None = None


# -- merging one note ----------------------------------------------------------------------


def merge_versions(repo: VaultRepo, ours: str, base: str, theirs: str,
                   origin: str) -> tuple[str, int]:
    """Three-way merge of two devices' versions of a note of the person's own, line by line:
    (text, conflicts kept beside). Musubi's notes merge by their structure instead.

    ``origin`` names where the other version came from, shown in the callout title."""
    o_raw, o_body = split_frontmatter(ours)
    b_raw, b_body = split_frontmatter(base)
    t_raw, t_body = split_frontmatter(theirs)
    o_fm, b_fm, t_fm = load_properties(o_raw), load_properties(b_raw), load_properties(t_raw)
    own_head = f"---\n{o_raw}\n---\n" if o_raw is not None else ""
    prop_conflicts: list[str] = []
    if o_fm is None or b_fm is None or t_fm is None:
        # YAML that no longer parses is kept byte for byte; the other side goes in the body.
        head = own_head
        if t_raw not in (o_raw, b_raw):
            prop_conflicts.append(t_raw or "(no properties)")
    else:
        merged, prop_conflicts = merge_properties(o_fm, b_fm, t_fm)
        if merged == o_fm:
            head = own_head  # untouched properties keep their exact formatting
        elif merged == t_fm and t_raw is not None:
            head = f"---\n{t_raw}\n---\n"
        else:
            head = f"---\n{dump_frontmatter(merged)}\n---\n" if merged else ""

    body, n = repo.merge_file(o_body, b_body, t_body)
    title = f"This passage was edited on two devices: the version from {origin}, kept beside"

    def beside(m: Any) -> str:
        gap = "" if m.string[m.end():m.end() + 1] in ("", "\n") else "\n"
        # a blank line ends the quote
        return cast("str", m["ours"] + conflict_callout(title, m["theirs"]) + gap)

    if n:
        body = CONFLICT_RE.sub(beside, body)
    if prop_conflicts:
        body = body.rstrip("\n") + "\n\n" + conflict_callout(
            f"Properties set differently on two devices: the values from {origin}",
            "\n".join(prop_conflicts))
    return head + body, n + len(prop_conflicts)


# -- the sync ------------------------------------------------------------------------------


def check_ready(repo: VaultRepo, remote: str) -> tuple[str, str]:
    """(url, branch) when the vault can sync; a clear error naming the fix when not."""
    url = repo.remote_url(remote)
    if url is None:
        raise NoRemoteError(
            f"the vault has no git remote named {remote!r}: add one with "
            f"`git remote add {remote} URL` (a bare repository on a server, a USB disk or a "
            f"shared folder), then run `musubi sync` again")
    busy = repo.operation_in_progress()
    if busy:
        raise SyncError(f"a git {busy} is in progress in the vault: finish it or run "
                        f"`git {busy} --abort`, then sync again")
    branch = repo.current_branch()
    if branch is None:
        raise SyncError("the vault is on a detached HEAD: check out a branch "
                        "(`git switch main`), then sync again")
    return url, branch


def sync_vault(repo: VaultRepo, remote: str = "origin", progress: Say | None = None,
               *, fsync: bool = True) -> SyncResult:
    """Pull (fetch and merge), then push; a push the remote rejects because it moved on
    meanwhile is retried once after another pull. The caller holds the vault lock and has
    committed the person's edits, so the work tree is clean for git's merge."""
    url, branch = check_ready(repo, remote)
    result = SyncResult(remote=remote, branch=branch, url=url)
    say = progress or (lambda _msg: None)
    remote_head = _pull(repo, result, say, fsync)
    if remote_head is not None and remote_head == repo.head():
        return result  # the remote already has everything this device has
    say(f"pushing to {remote}/{branch}")
    ok, said = repo.push_branch(remote, branch)
    if not ok and "rejected" in said:
        result.push_retried = True
        _pull(repo, result, say, fsync)
        say(f"pushing to {remote}/{branch} again")
        ok, said = repo.push_branch(remote, branch)
    result.pushed = ok
    if not ok:
        lines = [ln for ln in said.splitlines() if ln.strip() and ln.strip() != "Done"]
        result.push_error = (f"push to {remote}/{branch} failed: {' / '.join(lines[-3:])}; "
                             f"what was merged is committed here, the next sync pushes it")
    return result


def _pull(repo: VaultRepo, result: SyncResult, say: Say, fsync: bool) -> str | None:
    """Fetch and merge the remote branch; its commit, or None when it does not exist yet."""
    remote, branch = result.remote, result.branch
    say(f"fetching {remote}/{branch}")
    try:
        ref = repo.fetch_branch(remote, branch)
    except GitError as e:
        said = " ".join(ln.strip() for ln in str(e).splitlines()[:2] if ln.strip())
        raise SyncError(f"cannot reach remote {remote!r} ({result.url}): {said}") from e
    if ref is None:
        return None  # an empty remote: the push creates the branch
    theirs = repo.rev(ref)
    if theirs is None:
        raise SyncError(f"{remote}/{branch} was fetched but cannot be read")
    head = repo.head()
    if head is not None and repo.is_ancestor(theirs, head):
        return theirs  # nothing new there
    base = repo.merge_base(head, theirs) if head else None
    unrelated = head is not None and base is None
    result.unrelated |= unrelated
    result.pulled += repo.commits_between(head, theirs)
    label = f"{remote}/{branch}"
    say(f"merging {label}")
    both: set[str] = set()  # paths edited on both sides since they parted
    if head is not None:
        both = set(repo.changed_between(base, head)) & set(repo.changed_between(base, theirs))
    conflicts_before = len(result.conflicts)
    message = f"musubi sync: merged {label}\n"
    proc = repo.merge(ref, message, MUSUBI, unrelated=unrelated)
    if proc.returncode != 0 or repo.merging():
        try:
            if proc.returncode != 0 and not repo.unmerged():
                # Git refused before merging (a file in the way, say): nothing to resolve.
                raise GitError((proc.stderr or proc.stdout).strip() or "git merge failed")
            origin = f"{label} ({theirs[:7]})"
            lines = _merge_notes(repo, result, origin, both, base, theirs, fsync)
            lines += _resolve(repo, result, origin, theirs, fsync)
            result.conflicts[conflicts_before:] = sorted(result.conflicts[conflicts_before:])
            if lines:
                message += "\nBoth versions kept:\n" + "\n".join(lines) + "\n"
            repo.commit_merge(message, MUSUBI)
        except BaseException as e:
            repo.abort_merge()  # never leave the vault mid-merge
            if isinstance(e, (GitError, OSError, ValueError)):
                raise SyncError(f"merging {label} failed and was undone, the vault is as it "
                                f"was: {e}") from e
            raise
    new_head = repo.head()
    if new_head is None:
        raise SyncError(f"merging {label} left no commit")
    result.fast_forward = new_head == theirs
    if not result.fast_forward:
        result.merge_commits.append(new_head)
    changed = repo.changed_between(head, new_head)
    result.changed = sorted(set(result.changed) | set(changed))
    touched = {p for p in changed if p in both} | set(result.conflicts[conflicts_before:])
    result.merged = sorted(set(result.merged) | touched)
    return theirs


def _only_musubi_changed(repo: VaultRepo, path: str, rev: str) -> bool:
    """Whether the note at ``rev`` is Musubi's render as it stands, no person's edit in it."""
    if not path.endswith(".md"):
        return False
    text = repo.text_at(rev, path)
    if text is None or not _musubi_note(text):
        return False
    return History(repo.root, MUSUBI.email).recover(path, rev).render == text


def _musubi_note(text: str) -> bool:
    """A note or page of Musubi's (it has a ``musubi_id``), merged by its structure."""
    try:
        return bool(read_frontmatter(text).get("musubi_id"))
    except NoteError:
        return False


def _beside(path: str, blob: str) -> str:
    """Where the other device's copy of a conflicted file goes: same folder, same extension."""
    p = PurePosixPath(path)
    if p.suffix and p.stem:
        return str(p.with_name(f"{p.stem}.conflict-{blob[:7]}{p.suffix}"))
    return f"{path}.conflict-{blob[:7]}"


def _text(repo: VaultRepo, blob: str | None) -> str | None:
    if blob is None:
        return ""
    try:
        return repo.blob_bytes(blob).decode("utf-8")
    except UnicodeDecodeError:
        return None


def _merge_notes(repo: VaultRepo, result: SyncResult, origin: str, both: set[str],
                 base: str | None, theirs: str, fsync: bool) -> list[str]:
    """Every note both devices changed, merged by its structure (``devices.py``) whether
    or not git's line merge stopped on it: its line merge knows nothing of a note. Returns
    the lines that name a note kept with a version beside."""
    lines: list[str] = []
    history = History(repo.root, MUSUBI.email)
    unmerged = repo.unmerged()
    for path in sorted(p for p in both | set(unmerged) if p.endswith(".md")):
        stages = unmerged.get(path, {})
        if any(mode not in _REGULAR for mode, _ in stages.values()):
            continue
        ours, other = repo.text_at("HEAD", path), repo.text_at(theirs, path)
        if ours is None or other is None:
            continue  # deleted on one side: git's rules (and _resolve) keep the edit
        if not (_musubi_note(ours) or _musubi_note(other)):
            continue  # a note of the person's own: merged line by line (_resolve)
        was = repo.text_at(base, path)
        merged = merge_devices(ours, was, other, history.recover(path, "HEAD").render,
                               history.recover(path, theirs).render, origin)
        if path in unmerged:
            repo.checkout_side(path, "ours")
        atomic_write(repo.root / path, merged.text, fsync=fsync)
        repo.stage([path])
        if merged.conflicts:
            result.conflicts.append(path)
            lines.append(f"  {path}: {merged.conflicts} passage(s) kept side by side")
    return lines


def _resolve(repo: VaultRepo, result: SyncResult, origin: str, theirs_rev: str,
             fsync: bool) -> list[str]:
    """Resolve every other conflicted path so both versions survive; the lines that say how.
    A note of the person's own edited on both devices merges line by line
    (``merge_versions``)."""
    entries = repo.unmerged()
    done: list[str] = []
    lines: list[str] = []
    for path, stages in sorted(entries.items()):
        ours, theirs, base = stages.get(2), stages.get(3), stages.get(1)
        done.append(path)
        if ours and theirs:
            if path.endswith(".md") and ours[0] in _REGULAR and theirs[0] in _REGULAR:
                o, t = _text(repo, ours[1]), _text(repo, theirs[1])
                b = _text(repo, base[1] if base else None)
                if o is not None and t is not None and b is not None:
                    text, n = merge_versions(repo, o, b, t, origin)
                    repo.checkout_side(path, "ours")  # keeps the file's mode
                    atomic_write(repo.root / path, text, fsync=fsync)
                    if n:
                        result.conflicts.append(path)
                        lines.append(f"  {path}: {n} passage(s) kept side by side")
                    continue
            repo.checkout_side(path, "ours")
            copy = _beside(path, theirs[1])
            if "160000" not in (ours[0], theirs[0]):  # a submodule has no bytes to copy
                atomic_write(repo.root / copy, repo.blob_bytes(theirs[1]), fsync=fsync)
                done.append(copy)
            result.conflicts.append(path)
            result.copies.append({"path": path, "copy": copy})
            lines.append(f"  {path}: the other version is in {copy}")
        elif _only_musubi_changed(repo, path, "HEAD" if ours else theirs_rev):
            # Deleted on one device; on the other only Musubi re-rendered it: the person's
            # deletion stands (another device's Musubi is no person keeping it).
            (repo.root / path).unlink(missing_ok=True)
            lines.append(f"  {path}: deleted on one device, only re-rendered on the other: "
                         "stays deleted")
        else:
            # Deleted on one device, edited (or added) on the other: keep the edited one.
            repo.checkout_side(path, "ours" if ours else "theirs")
            result.kept_edited.append(path)
            lines.append(f"  {path}: deleted on one device, edited on the other: kept")
    repo.stage(done)
    left = repo.unmerged()
    if left:
        raise GitError(f"still conflicted after resolving: {', '.join(sorted(left))}")
    return lines
