// Reads a unified diff — what `git diff` writes and `git apply` takes — into the files it
// touches and the lines it adds and removes in each. It counts by the hunk headers, so a
// removed line that starts with `--` is never taken for a file header. It applies nothing.

/// One file a patch touches, and how much.
struct FileChange: Sendable, Equatable, Codable {
    /// What the patch does to the file as a whole.
    enum Status: String, Sendable, Codable {
        case added, modified, deleted
    }

    /// The path from the package root, such as `Sources/MVC/UserListViewController.swift`.
    var path: String
    var status: Status
    /// Lines added (`+`), in every hunk.
    var added: Int
    /// Lines removed (`-`), in every hunk.
    var removed: Int
}

/// A unified diff, read.
struct PatchFile: Sendable, Equatable {
    /// Why a text is not a diff this command can count.
    struct ParseError: Error, Equatable {
        /// What is wrong, with the line number.
        var message: String
    }

    /// The files, in the order the diff lists them.
    var files: [FileChange]

    /// Lines added across every file.
    var added: Int { files.reduce(0) { $0 + $1.added } }
    /// Lines removed across every file.
    var removed: Int { files.reduce(0) { $0 + $1.removed } }

    /// Reads `text`. Text before the first file (a mail header, a note) is skipped, as
    /// `git apply` skips it; a diff that touches no file, or a hunk cut short, is an error.
    init(parsing text: String) throws(ParseError) {
        var files: [FileChange] = []
        // Lines still expected in the current hunk: old side, new side.
        var pendingOld = 0
        var pendingNew = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if pendingOld > 0 || pendingNew > 0 {
                switch line.first {
                case "+":
                    files[files.count - 1].added += 1
                    pendingNew -= 1
                case "-":
                    files[files.count - 1].removed += 1
                    pendingOld -= 1
                case " ", nil:
                    // A context line; an empty one is context whose only character was trimmed.
                    pendingOld -= 1
                    pendingNew -= 1
                case "\\":
                    // `\ No newline at end of file` belongs to the line before it.
                    break
                default:
                    throw ParseError(message: "line \(number): the hunk ends early; \(Self.describe(line))")
                }
                if pendingOld < 0 || pendingNew < 0 {
                    throw ParseError(message: "line \(number): more lines than the hunk header says")
                }
                continue
            }
            if line.hasPrefix("diff --git ") {
                files.append(
                    FileChange(path: Self.path(inHeader: line), status: .modified, added: 0, removed: 0))
            } else if files.isEmpty {
                continue
            } else if line.hasPrefix("new file mode") {
                files[files.count - 1].status = .added
            } else if line.hasPrefix("deleted file mode") {
                files[files.count - 1].status = .deleted
            } else if line.hasPrefix("+++ "), let path = Self.path(afterMarker: line) {
                files[files.count - 1].path = path
            } else if line.hasPrefix("--- "), files[files.count - 1].status == .deleted,
                let path = Self.path(afterMarker: line)
            {
                files[files.count - 1].path = path
            } else if line.hasPrefix("@@ ") {
                guard let (old, new) = Self.hunkLengths(line) else {
                    throw ParseError(message: "line \(number): '\(line)' is not a hunk header")
                }
                pendingOld = old
                pendingNew = new
            }
        }
        if pendingOld > 0 || pendingNew > 0 {
            throw ParseError(message: "the last hunk is cut short: the diff ends in the middle of it")
        }
        guard !files.isEmpty else {
            throw ParseError(message: "it touches no file (no 'diff --git' line)")
        }
        self.files = files
    }

    // MARK: - Pieces of a diff

    /// `a/Sources/X.swift` from `diff --git a/Sources/X.swift b/Sources/X.swift`: the new
    /// name, or the only one when both are the same.
    private static func path(inHeader line: Substring) -> String {
        let names = line.dropFirst("diff --git ".count)
        if let range = names.firstRange(of: " b/") {
            return String(names[range.upperBound...])
        }
        return String(names)
    }

    /// The path after `+++ b/` or `--- a/`; `nil` for `/dev/null`.
    private static func path(afterMarker line: Substring) -> String? {
        let name = line.dropFirst(4)
        if name == "/dev/null" { return nil }
        return String(name.hasPrefix("a/") || name.hasPrefix("b/") ? name.dropFirst(2) : name)
    }

    /// The old and new lengths in `@@ -12,7 +12,9 @@`; a missing length is 1.
    static func hunkLengths(_ line: Substring) -> (old: Int, new: Int)? {
        guard let match = line.prefixMatch(of: /@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/) else { return nil }
        let old: Int? = if let text = match.1 { Int(text) } else { 1 }
        let new: Int? = if let text = match.2 { Int(text) } else { 1 }
        guard let old, let new else { return nil }
        return (old, new)
    }

    private static func describe(_ line: Substring) -> String {
        line.count > 40 ? "'\(line.prefix(40))…'" : "'\(line)'"
    }
}
