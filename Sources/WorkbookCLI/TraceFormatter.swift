// Turns recorded calls into what `workbook trace` prints: indented text per step, or a
// Mermaid `sequenceDiagram` that GitHub renders, with the participants in a fixed order.

enum TraceFormatter {
    static func textLines(_ calls: [TraceCall]) -> [String] {
        guard let base = calls.map(\.depth).min() else { return ["(no calls)"] }
        return calls.map { call in
            let indent = String(repeating: "  ", count: call.depth - base)
            let arrow = call.isReply ? "⇠" : "→"
            return call.isReply
                ? "\(indent)\(call.to) \(arrow) \(call.from): \(call.message)"
                : "\(indent)\(call.from) \(arrow) \(call.to): \(call.message)"
        }
    }

    static func mermaid(
        title: String, participants: [String], steps: [(event: String, calls: [TraceCall])]
    ) -> [String] {
        var lines = ["sequenceDiagram", "    title \(escape(title))"]
        lines += participants.map { "    participant \($0)" }
        let span = "\(participants.first ?? "User"),\(participants.last ?? "Service")"
        for step in steps {
            lines.append("    Note over \(span): \(escape(step.event))")
            for call in step.calls {
                let arrow = call.isReply ? "-->>" : "->>"
                lines.append("    \(call.from)\(arrow)\(call.to): \(escape(call.message))")
            }
        }
        return lines
    }

    // What would end or break a Mermaid statement, as its entity code.
    static func escape(_ text: String) -> String {
        let codes: [Character: String] = [";": "#59;", "#": "#35;", "<": "#lt;", ">": "#gt;", "\n": " "]
        return text.map { codes[$0] ?? String($0) }.joined()
    }
}
