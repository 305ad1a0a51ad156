// Lays screens side by side in labelled columns that fit a width, wrapping long lines
// inside their column, or stacks them when the terminal is too narrow for columns.

enum ColumnLayout {
    static let minimumColumnWidth = 24
    static let separator = " │ "

    static func render(_ columns: [(title: String, lines: [String])], width: Int) -> [String] {
        let count = max(columns.count, 1)
        let columnWidth = (width - separator.count * (count - 1)) / count
        guard columns.count > 1, columnWidth >= minimumColumnWidth else {
            return stacked(columns, width: max(width, minimumColumnWidth))
        }
        let wrapped = columns.map { column in
            [column.title, String(repeating: "─", count: min(column.title.count, columnWidth))]
                + column.lines.flatMap { wrap($0, width: columnWidth, maximumRows: maximumRowsPerLine) }
        }
        let height = wrapped.map(\.count).max() ?? 0
        return (0..<height).map { row in
            let cells = wrapped.map { lines in row < lines.count ? lines[row] : "" }
            let padded = cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : pad(cell, to: columnWidth)
            }
            return trimTrailing(padded.joined(separator: separator))
        }
    }

    static func stacked(_ columns: [(title: String, lines: [String])], width: Int) -> [String] {
        columns.flatMap { column in
            let rows = column.lines.flatMap { wrap($0, width: width - 2, maximumRows: maximumRowsPerLine) }
            return [column.title] + rows.map { "  " + $0 }
        }
    }

    /// The most rows one line of a screen may take: a longer line (a name a million
    /// characters long, say) ends its last row with `…`, so drawing costs what fits on
    /// screen, not what the line holds.
    static let maximumRowsPerLine = 8

    /// At spaces where possible; a continuation starts with two spaces. At most `maximumRows`
    /// pieces, the last ending in `…`; only the characters the pieces show are looked at.
    static func wrap(_ line: String, width: Int, maximumRows: Int = .max) -> [String] {
        guard width > 4, line.prefix(width + 1).count > width else { return [line] }
        var pieces: [String] = []
        var rest = Substring(line)
        var limit = width
        while true {
            let window = rest.prefix(limit + 1)
            guard window.count > limit else {
                pieces.append(String(rest))
                break
            }
            guard pieces.count < maximumRows - 1 else {
                pieces.append(String(window.prefix(limit - 1)) + "…")
                break
            }
            let cut =
                window.lastIndex(of: " ").flatMap { $0 > rest.startIndex ? $0 : nil }
                ?? rest.index(rest.startIndex, offsetBy: limit)
            pieces.append(String(rest[..<cut]))
            rest = rest[cut...].drop { $0 == " " }
            limit = width - 2
        }
        return [pieces[0]] + pieces.dropFirst().map { "  " + $0 }
    }

    static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func trimTrailing(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }
}
