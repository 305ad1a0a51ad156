// A scripted session with a trace: the service is wrapped in a recording decorator, MVP's
// and MVVM's screens are wired with recording proxies at their protocols, the window's
// change observer records every widget change, and each user step is recorded as the
// user's call to the screen. The pattern modules know nothing of it.

import TerminalUIKit
import UserModel

extension SessionWiring {
    @MainActor
    public static func traced(_ pattern: ArchitecturePattern, into tracer: CallTracer) -> SessionWiring {
        // The session keeps the wiring, and with it this recorder: the store holds it weakly.
        let storeRecorder = FavouritesRecorder(tracer: tracer, writer: pattern.fetchingRole)
        return SessionWiring(
            makeWindow: { service in
                let recorded = TracingUserService(base: service, tracer: tracer, caller: pattern.fetchingRole)
                let favourites = FavouritesStore()
                // Added first, so it hears each change before the screens do.
                favourites.addObserver(storeRecorder)
                let window =
                    switch pattern {
                    case .mvp: TracedScreens.mvp(service: recorded, favourites: favourites, tracer: tracer)
                    case .mvvm: TracedScreens.mvvm(service: recorded, favourites: favourites, tracer: tracer)
                    default: pattern.makeWindow(service: recorded, favourites: favourites)
                    }
                window.widgetChangeObserver = { change in
                    tracer.record(from: pattern.screenRole, to: "Widgets", TraceText.sentence(for: change))
                }
                return window
            },
            perform: { step, body in
                guard let action = step.userAction else { return try await body() }
                try await tracer.call(from: "User", to: pattern.screenRole, action, body)
            })
    }
}

// MARK: - Roles, as traces name them

extension ArchitecturePattern {
    public var screenRole: String { self == .mvc || self == .mvcLight ? "Controller" : "View" }

    public var fetchingRole: String {
        switch self {
        case .mvc: "Controller"
        case .mvp: "Presenter"
        case .mvvm, .mvvmObservation: "ViewModel"
        case .mvcLight: "Loader"
        }
    }

    /// In the order a diagram draws them: what the user sees on the left, the model on the right.
    public var participants: [String] {
        switch self {
        case .mvc: ["User", "Widgets", "Controller", "Store", "Service"]
        case .mvp: ["User", "Widgets", "View", "Presenter", "Store", "Service"]
        case .mvvm: ["User", "Widgets", "View", "Property", "ViewModel", "Store", "Service"]
        case .mvcLight: ["User", "Widgets", "Controller", "Loader", "Store", "Service"]
        case .mvvmObservation: ["User", "Widgets", "View", "ViewModel", "Store", "Service"]
        }
    }
}

extension ScriptStep {
    public var userAction: String? {
        switch self {
        case .load: "appears (viewDidLoad)"
        case .refresh: "taps Refresh"
        case .retry: "taps Retry"
        case .search(let text): "types \(TraceText.describe(text))"
        case .select(let row): "selects row \(row)"
        case .back: "taps Back"
        case .foreground: "returns to the app"
        case .favourite: "taps the favourite toggle"
        case .wait, .waitNewestFirst, .failNext, .returnNext: nil
        }
    }
}

// MARK: - The store as a participant

/// Records which user the screen's logic toggled, and that the store then tells its observers.
@MainActor
final class FavouritesRecorder: FavouritesObserver {
    private let tracer: CallTracer
    private let writer: String
    private var known: Set<User.ID> = []

    init(tracer: CallTracer, writer: String) { (self.tracer, self.writer) = (tracer, writer) }

    func favouritesDidChange(_ store: FavouritesStore) {
        let toggled = known.symmetricDifference(store.favouriteIDs).sorted()
        known = store.favouriteIDs
        for id in toggled { tracer.record(from: writer, to: "Store", "toggleFavourite(\(id))") }
        tracer.record(from: "Store", to: writer, "favouritesDidChange(_:), to each observer")
    }
}

// MARK: - The service as a participant: each fetch a call, each answer a reply

struct TracingUserService: UserService {
    var base: any UserService
    var tracer: CallTracer
    var caller: String

    func fetchUsers() async throws -> [User] {
        tracer.record(from: caller, to: "Service", "fetchUsers()")
        do {
            let users = try await base.fetchUsers()
            let answer = users.count == 1 ? "1 user" : "\(users.count) users"
            tracer.record(from: "Service", to: caller, answer, isReply: true)
            return users
        } catch {
            tracer.record(from: "Service", to: caller, "error: \(error.userFacingMessage)", isReply: true)
            throw error
        }
    }
}

// MARK: - Running a script through several traced patterns

public struct TracedRun: Sendable {
    public var run: ScriptRun
    /// `calls[step][index]`: the calls of the pattern `run.steps[step].screens[index]` shows.
    public var calls: [[[TraceCall]]]
}

@MainActor
public enum TracedScriptRunner {
    public static func run(
        _ steps: [ScriptStep],
        patterns: [ArchitecturePattern],
        base: any UserService,
        users: [User]?
    ) async throws(ScriptStepError) -> TracedRun {
        var tracers: [ArchitecturePattern: CallTracer] = [:]
        var calls = Array(repeating: [[TraceCall]](), count: steps.count)
        let run = try await ScriptRunner.run(
            steps, patterns: patterns, base: base, users: users,
            wiring: { pattern in
                let tracer = CallTracer()
                tracers[pattern] = tracer
                return .traced(pattern, into: tracer)
            },
            afterEachStep: { pattern, index in
                calls[index].append(tracers[pattern]?.takeCalls() ?? [])
            })
        return TracedRun(run: run, calls: calls)
    }
}
