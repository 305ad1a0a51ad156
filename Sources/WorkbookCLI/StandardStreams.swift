// The process's own standard streams, made safe to write so that a closed stream, a full
// disk or a reader that went away is an answer to act on, never a trap: `SIGPIPE` ignored,
// closed descriptors occupied, and `FileHandle`'s throwing `write(contentsOf:)` (the older
// `write(_:)` crashes on all three).

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What became of one write to a standard stream.
public enum StreamWriteResult: Sendable, Equatable {
    /// Every byte was written.
    case written
    /// The reader went away (a closed pipe, `EPIPE`): nothing to tell anyone.
    case readerGone
    /// The stream can't take the text; `reason` says why, such as `No space left on device`.
    case failed(reason: String)
}

/// Writes to file descriptors 1 and 2 with error handling.
enum StandardStreams {
    /// Gets the process ready to write safely: a broken pipe becomes `EPIPE` instead of
    /// killing the process, and a stream the caller closed is reported, with `/dev/null`
    /// put in its place so no file the command opens later lands on descriptor 1 or 2.
    ///
    /// Returns which of standard output and standard error were closed.
    static func prepare() -> (outputClosed: Bool, errorClosed: Bool) {
        signal(SIGPIPE, SIG_IGN)
        return (occupyIfClosed(STDOUT_FILENO), occupyIfClosed(STDERR_FILENO))
    }

    private static func occupyIfClosed(_ descriptor: Int32) -> Bool {
        guard fcntl(descriptor, F_GETFD) == -1 else { return false }
        let null = open("/dev/null", O_WRONLY)
        if null >= 0, null != descriptor {
            dup2(null, descriptor)
            close(null)
        }
        return true
    }

    /// Writes all of `text` to `stream`. With `SIGPIPE` ignored, `FileHandle` retries
    /// interruptions and short writes itself and throws for everything else.
    static func write(_ text: String, to stream: FileHandle) -> StreamWriteResult {
        do {
            try stream.write(contentsOf: Data(text.utf8))
            return .written
        } catch {
            // Foundation wraps the `errno` in a Cocoa error; the POSIX error is underneath.
            let error = error as NSError
            let posix =
                error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
            guard let code = posix?.code else { return .failed(reason: error.localizedDescription) }
            if code == Int(EPIPE) { return .readerGone }
            return .failed(reason: String(cString: strerror(Int32(code))))
        }
    }
}
