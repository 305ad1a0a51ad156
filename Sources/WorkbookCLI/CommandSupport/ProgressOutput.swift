// Where a progress display writes: whole lines, and on a terminal one line redrawn in place.
// The commands make one from their console; tests make one that writes to arrays.

@MainActor
public struct ProgressOutput {
    public var line: (String) -> Void
    public var redraw: ((String) -> Void)?
    public var clear: () -> Void
    public var width: Int

    public var isTerminal: Bool { redraw != nil }

    public nonisolated static func elapsed(_ duration: Duration) -> String {
        let total = Int(duration.components.seconds)
        guard total >= 60 else { return "\(total) s" }
        let rest = total % 60
        return "\(total / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }

    static func standardOutput(of console: Console) -> Self {
        Self(
            line: { console.print($0) },
            redraw: console.isOutputTerminal ? { console.redraw($0) } : nil,
            clear: { console.redraw("") },
            width: console.width(overriding: nil))
    }
}
