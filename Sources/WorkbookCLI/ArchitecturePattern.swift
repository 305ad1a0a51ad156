// The three implementations the workbook compares, and how to build each one's screen.
// This is the only file of the command that names the pattern modules.

import CallTracing
import Foundation
import MVC
import MVP
import MVVM
import TerminalUIKit
import UserModel

/// One of the three ways the feature is built.
public enum ArchitecturePattern: String, CaseIterable, Sendable, Codable {
    /// Model–View–Controller, Apple style: a massive view controller.
    case mvc
    /// Model–View–Presenter with a passive view.
    case mvp
    /// Model–View–ViewModel with hand-written bindings.
    case mvvm

    /// `MVC`, `MVP`, `MVVM`.
    public var title: String { rawValue.uppercased() }

    /// The list screen, wired the way this pattern wires it, in a window not yet visible;
    /// with a `tracer`, the pattern's own recording proxies are wired in too.
    @MainActor
    public func makeWindow(service: any UserService, tracer: CallTracer? = nil) -> Window {
        switch self {
        case .mvc: MVC.UserListScreen.makeWindow(service: service)
        case .mvp: MVP.UserListScreen.makeWindow(service: service, tracer: tracer)
        case .mvvm: MVVM.UserListScreen.makeWindow(service: service, tracer: tracer)
        }
    }

    // MARK: - Roles, as traces name them

    /// The role the user talks to: the controller in MVC, the view otherwise.
    public var screenRole: String { self == .mvc ? "Controller" : "View" }

    /// The role that calls the service.
    public var fetchingRole: String {
        switch self {
        case .mvc: "Controller"
        case .mvp: "Presenter"
        case .mvvm: "ViewModel"
        }
    }

    /// Every role a trace of this pattern can show, in the order a diagram draws them:
    /// what the user sees on the left, the model on the right.
    public var participants: [String] {
        switch self {
        case .mvc: ["User", "Widgets", "Controller", "Service"]
        case .mvp: ["User", "Widgets", "View", "Presenter", "Service"]
        case .mvvm: ["User", "Widgets", "View", "Observable", "ViewModel", "Service"]
        }
    }

    /// Parses `mvc,mvp,mvvm` (any order, no repeats) — for `--patterns`.
    static func parseList(_ text: String) throws(CommandError) -> [ArchitecturePattern] {
        var patterns: [ArchitecturePattern] = []
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let pattern = ArchitecturePattern(rawValue: word) else {
                throw .usage("unknown pattern '\(word)'; the patterns are mvc, mvp and mvvm.")
            }
            if !patterns.contains(pattern) { patterns.append(pattern) }
        }
        guard !patterns.isEmpty else {
            throw .usage("'--patterns' needs at least one of mvc, mvp, mvvm.")
        }
        return patterns
    }
}
