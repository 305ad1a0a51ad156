// A decorator around the service for `workbook trace`: it records each fetch as a call from
// the pattern's fetching role (controller, presenter or view model) and the answer as a
// reply, then passes both through unchanged.

import UserModel

/// Records every fetch and its answer, forwarding to the service it wraps.
struct TracingUserService: UserService {
    /// The service that really answers.
    var base: any UserService
    /// Where calls are recorded.
    var tracer: CallTracer
    /// Who fetches in this pattern: `Controller`, `Presenter` or `ViewModel`.
    var caller: String

    /// Records the call, forwards it, and records the answer or the failure.
    func fetchUsers() async throws -> [User] {
        tracer.record(from: caller, to: "Service", "fetchUsers()")
        do {
            let users = try await base.fetchUsers()
            tracer.record(
                from: "Service", to: caller, users.count == 1 ? "1 user" : "\(users.count) users",
                isReply: true)
            return users
        } catch {
            tracer.record(from: "Service", to: caller, "error: \(error.userFacingMessage)", isReply: true)
            throw error
        }
    }
}
