// The one piece of machinery MVVM needs that UIKit doesn't hand you: a value that tells
// whoever is bound to it about every change. It knows nothing of views, users or screens
// and must not import the view kit. The name clashes with Swift's `@Observable` macro
// (Observation) and with RxSwift's `Observable`; this is neither, just a binding by hand.

// MARK: - The observable value

/// A value that delivers itself to every bound observer at once and after every change.
///
/// Not Swift's `@Observable` macro, nor RxSwift's `Observable`: a hand-written binding, so
/// that everything MVVM relies on is in plain sight.
@MainActor
public final class Observable<Value> {
    /// The current value; every assignment is delivered to every live binding.
    public var value: Value {
        didSet { notifyObservers() }
    }

    private var registrations: [Registration] = []

    /// Creates an observable holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` with the current value at once, then with every new value, until the
    /// returned token is cancelled or released.
    public func bind(_ observer: @escaping @MainActor (Value) -> Void) -> BindingToken {
        let token = BindingToken()
        // Step 1: remember `observer` (a `Registration` with this token), then call it with
        // the current value straight away.
        return token
    }

    private func notifyObservers() {
        // Step 2: call every registered observer with the new `value`.
        // Step 3: skip (and forget) the registrations that are no longer live.
    }

    // MARK: - Bookkeeping

    /// One bound observer.
    @MainActor
    private struct Registration {
        // Step 4: a released token must end the binding, but a strong reference here keeps
        // every token alive for as long as the observable lives.
        var token: BindingToken
        var observer: @MainActor (Value) -> Void

        var isLive: Bool {
            // Step 3: a cancelled binding is not live (and, after Step 4, neither is one whose
            // token is gone).
            true
        }
    }
}

// MARK: - The token that keeps a binding alive

/// Keeps a binding alive: cancel it, or let it go, and its observer hears nothing more.
@MainActor
public final class BindingToken {
    /// Whether ``cancel()`` has been called.
    public private(set) var isCancelled = false

    /// Creates a live token; ``Observable/bind(_:)`` makes one for every binding.
    public init() {}

    /// Ends the binding: its observer is never called again. Cancelling twice is harmless.
    public func cancel() {
        isCancelled = true
    }
}
