// A scripted session with a trace: the screen is built with recording proxies at its role
// boundaries (or, where a pattern has no protocol to put one on, watched from outside), the
// service is wrapped in a recording decorator, the window reports every widget change, and
// each user step is recorded as the user's call to the screen. Only the `workbook` command
// uses it; the pattern modules know nothing of it.

import MVC
import TerminalUIKit
import UserModel

extension SessionWiring {
    /// Builds `pattern`'s screen so that every crossing of a role boundary is recorded in
    /// `tracer`, and records each user step as the user's call to the screen.
    @MainActor
    public static func traced(_ pattern: ArchitecturePattern, into tracer: CallTracer) -> SessionWiring {
        // The session keeps the wiring, and with it this recorder: the store holds it weakly.
        let storeRecorder = FavouritesRecorder(tracer: tracer, writer: pattern.fetchingRole)
        // The patterns with no protocol to put a proxy on are watched from outside instead.
        let loaderRecorder = LoaderRecorder(tracer: tracer)
        let observationRecorder = ObservationRecorder(tracer: tracer)
        let watcher: (any ScreenWatcher)? =
            switch pattern {
            case .mvc, .mvp, .mvvm: nil
            case .mvcLight: loaderRecorder
            case .mvvmObservation: observationRecorder
            }
        return SessionWiring(
            makeWindow: { service in
                let recorded = TracingUserService(base: service, tracer: tracer, caller: pattern.fetchingRole)
                let favourites = FavouritesStore()
                // Added first, so it hears each change before the screens do.
                favourites.addObserver(storeRecorder)
                let window =
                    switch pattern {
                    case .mvc: MVC.UserListScreen.makeWindow(service: recorded, favourites: favourites)
                    case .mvp:
                        TracedMVPScreen.makeWindow(service: recorded, favourites: favourites, tracer: tracer)
                    case .mvvm:
                        TracedMVVMScreen.makeWindow(service: recorded, favourites: favourites, tracer: tracer)
                    case .mvcLight:
                        TracedMVCLightScreen.makeWindow(
                            service: recorded, favourites: favourites, recorder: loaderRecorder)
                    case .mvvmObservation:
                        TracedMVVMObservationScreen.makeWindow(
                            service: recorded, favourites: favourites, recorder: observationRecorder)
                    }
                let role = pattern.screenRole
                window.widgetChangeObserver = { change in
                    if let watcher {
                        watcher.record(change)
                    } else {
                        tracer.record(from: role, to: "Widgets", TraceText.sentence(for: change))
                    }
                }
                return window
            },
            perform: { step, body in
                watcher?.stepWillStart()
                guard let action = step.userAction else {
                    try await body()
                    watcher?.stepWillEnd()
                    return
                }
                try await tracer.call(from: "User", to: pattern.screenRole, action) {
                    try await body()
                    watcher?.stepWillEnd()
                }
            })
    }
}

// MARK: - Roles, as traces name them

extension ArchitecturePattern {
    /// The role the user talks to: the controller in MVC, the view otherwise.
    public var screenRole: String { self == .mvc || self == .mvcLight ? "Controller" : "View" }

    /// The role that calls the service and writes the favourites.
    public var fetchingRole: String {
        switch self {
        case .mvc: "Controller"
        case .mvp: "Presenter"
        case .mvvm, .mvvmObservation: "ViewModel"
        case .mvcLight: "Loader"
        }
    }

    /// Every role a trace of this pattern can show, in the order a diagram draws them:
    /// what the user sees on the left, the model on the right.
    public var participants: [String] {
        switch self {
        case .mvc: ["User", "Widgets", "Controller", "Store", "Service"]
        case .mvp: ["User", "Widgets", "View", "Presenter", "Store", "Service"]
        case .mvvm: ["User", "Widgets", "View", "Property", "ViewModel", "Store", "Service"]
        case .mvcLight: ["User", "Widgets", "Controller", "Loader", "Store", "Service"]
        case .mvvmObservation: ["User", "Widgets", "View", "Observation", "ViewModel", "Store", "Service"]
        }
    }
}

extension ScriptStep {
    /// What the user did, as a trace shows it; `nil` for the service's steps.
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

/// Hears every change to the favourites before the screens do, and records it: which user
/// the screen's logic toggled, and that the store then tells its observers.
@MainActor
final class FavouritesRecorder: FavouritesObserver {
    private let tracer: CallTracer
    private let writer: String
    private var known: Set<User.ID> = []

    init(tracer: CallTracer, writer: String) {
        self.tracer = tracer
        self.writer = writer
    }

    func favouritesDidChange(_ store: FavouritesStore) {
        let toggled = known.symmetricDifference(store.favouriteIDs).sorted()
        known = store.favouriteIDs
        for id in toggled {
            tracer.record(from: writer, to: "Store", "toggleFavourite(\(id))")
        }
        tracer.record(from: "Store", to: writer, "favouritesDidChange(_:), to each observer")
    }
}
