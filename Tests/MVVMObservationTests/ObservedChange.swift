// What reading after each input can't show: whether an output was touched at all. Observation
// tells whoever tracked a read, before the change lands; the tests here ask it directly.

import Observation

/// Whether Observation announced a change to anything `read` reads while `body` ran.
///
/// Every change in these tests is made on the main actor, so `onChange` runs there too.
@MainActor
func announcesChange<Value>(to read: () -> Value, during body: @MainActor () async -> Void) async -> Bool {
    let announcement = Announcement()
    _ = withObservationTracking(read) {
        MainActor.assumeIsolated { announcement.isMade = true }
    }
    await body()
    return announcement.isMade
}

@MainActor
private final class Announcement {
    var isMade = false
}
