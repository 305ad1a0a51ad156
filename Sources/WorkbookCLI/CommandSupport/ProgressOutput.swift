// Where a progress display writes, without knowing the terminal: whole lines, and — when the
// stream is a terminal — one line redrawn in place. The command layer makes one from its
// console; tests make one that writes to arrays.

/// The stream a progress display writes to.
@MainActor
public struct ProgressOutput {
    /// Prints a line.
    public var line: (String) -> Void
    /// Draws a line in place of the last one; `nil` when the stream is not a terminal.
    public var redraw: ((String) -> Void)?
    /// Clears the line drawn in place.
    public var clear: () -> Void
    /// How wide a redrawn line may be, so it never wraps.
    public var width: Int

    /// An output made of its parts.
    public init(
        line: @escaping (String) -> Void, redraw: ((String) -> Void)?, clear: @escaping () -> Void,
        width: Int
    ) {
        self.line = line
        self.redraw = redraw
        self.clear = clear
        self.width = width
    }

    /// Whether lines can be redrawn in place.
    public var isTerminal: Bool { redraw != nil }

    /// How long something has taken, as a progress line says it: `7 s`, `2 min 05 s`.
    public nonisolated static func elapsed(_ duration: Duration) -> String {
        let total = Int(duration.components.seconds)
        guard total >= 60 else { return "\(total) s" }
        let rest = total % 60
        return "\(total / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }
}
