// A decorator around the service for `workbook trace`: it records each fetch as a call from
// the pattern's fetching role (controller, presenter or view model) and the answer as a
// reply, then passes both through unchanged.

import UserModel

struct TracingUserService: UserService {
    var base: any UserService
    var tracer: CallTracer
    /// Who fetches in this pattern: `Controller`, `Presenter` or `ViewModel`.
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
