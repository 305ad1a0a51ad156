// A small unified diff (the `diff -u` format) between two texts, line by line, so
// `workbook solution` needs neither `diff` nor git: the standard library's
// `difference(from:)` finds the edits, this file only writes them out.

// MARK: - Edits

/// Line-by-line differences between two texts.
public enum LineDiff {
    /// One line of the edit script.
    enum Edit: Equatable {
        /// In both texts.
        case same(String)
        /// Only in the old text.
        case removed(String)
        /// Only in the new text.
        case added(String)
    }

    /// The lines of `text`; a final newline does not start another line.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script turning `old` into `new`, removals before additions.
    static func edits(from old: [String], to new: [String]) -> [Edit] {
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                edits.append(.removed(old[i]))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                edits.append(.added(new[j]))
                j += 1
            } else {
                edits.append(.same(old[i]))
                i += 1
                j += 1
            }
        }
        return edits
    }

    // MARK: - The unified format

    /// `old` against `new` as a unified diff with `context` lines around each change;
    /// empty when the texts have the same lines.
    public static func unified(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3)
        -> [String]
    {
        let edits = edits(from: lines(old), to: lines(new))
        let changes = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard let firstChange = changes.first else { return [] }

        // Group the changes into hunks: two changes share a hunk when their contexts touch.
        var hunks: [ClosedRange<Int>] = []
        var start = firstChange
        var end = firstChange
        for change in changes.dropFirst() {
            if change - end > 2 * context {
                hunks.append(start...end)
                start = change
            }
            end = change
        }
        hunks.append(start...end)

        var output = ["--- " + oldLabel, "+++ " + newLabel]
        for hunk in hunks {
            let lower = max(hunk.lowerBound - context, 0)
            let upper = min(hunk.upperBound + context, edits.count - 1)
            let before = edits[..<lower]
            let oldStart = before.filter { if case .added = $0 { false } else { true } }.count
            let newStart = before.filter { if case .removed = $0 { false } else { true } }.count
            var body: [String] = []
            var oldCount = 0
            var newCount = 0
            for edit in edits[lower...upper] {
                switch edit {
                case .same(let line):
                    body.append(" " + line)
                    oldCount += 1
                    newCount += 1
                case .removed(let line):
                    body.append("-" + line)
                    oldCount += 1
                case .added(let line):
                    body.append("+" + line)
                    newCount += 1
                }
            }
            output.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            output += body
        }
        return output
    }

    /// `start,count` as `diff -u` writes it: 1-based, `,count` left out when it is 1, and an
    /// empty range named by the line before it.
    private static func range(_ linesBefore: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(linesBefore),0"
        case 1: "\(linesBefore + 1)"
        default: "\(linesBefore + 1),\(count)"
        }
    }
}
