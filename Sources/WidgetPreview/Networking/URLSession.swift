import Foundation

/// Settings of a session (Foundation's `URLSessionConfiguration`); kept, never used to connect.
open class URLSessionConfiguration: @unchecked Sendable {
    open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
    open var timeoutIntervalForRequest: TimeInterval = 60
    open var timeoutIntervalForResource: TimeInterval = 604_800
    open var httpAdditionalHeaders: [AnyHashable: Any]?
    open var requestCachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy
    open var waitsForConnectivity = false
    init() {}
}

/// What a session tells its delegate (Foundation's `URLSessionDelegate`); never called in a preview.
public protocol URLSessionDelegate: AnyObject {}
/// What a task tells its delegate (Foundation's `URLSessionTaskDelegate`).
public protocol URLSessionTaskDelegate: URLSessionDelegate {}

/// A load started by a session (Foundation's `URLSessionTask`). `resume()` completes it at once with
/// `NetworkUnavailableInPreview`.
open class URLSessionTask: @unchecked Sendable {
    public enum State: Int, Sendable { case running = 0, suspended = 1, canceling = 2, completed = 3 }

    public let originalRequest: URLRequest?
    private let lock = NSLock()
    private var completion: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)?
    private var storedState = State.suspended
    private var storedError: (any Error)?

    init(request: URLRequest, completion: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)?) {
        originalRequest = request
        self.completion = completion
    }

    open var state: State { lock.withLock { storedState } }
    open var error: (any Error)? { lock.withLock { storedError } }
    open var currentRequest: URLRequest? { originalRequest }
    open var response: URLResponse? { nil }

    /// Runs the task: it fails straight away (the handler is called before `resume()` returns).
    open func resume() {
        let failure = NetworkUnavailableInPreview(url: originalRequest?.url)
        let handler = lock.withLock { () -> (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)? in
            guard storedState == .suspended else { return nil }
            storedState = .completed
            storedError = failure
            defer { completion = nil }
            return completion
        }
        handler?(nil, nil, failure)
    }

    open func cancel() {
        lock.withLock {
            if storedState == .suspended { storedState = .completed }
            completion = nil
        }
    }

    open func suspend() {}
}

/// A task that loads data (Foundation's `URLSessionDataTask`).
open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}

/// Loads URLs (Foundation's `URLSession`, which Linux keeps in FoundationNetworking). Previews render
/// offline: every load fails with `NetworkUnavailableInPreview`, which names the URL, so a timeline
/// provider takes its error path (or better, uses sample data when `context.isPreview`).
open class URLSession: @unchecked Sendable {
    public static let shared = URLSession(configuration: .default)

    public let configuration: URLSessionConfiguration
    public let delegate: (any URLSessionDelegate)?

    public init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
        delegate = nil
    }

    public init(configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?, delegateQueue queue: OperationQueue?) {
        self.configuration = configuration
        self.delegate = delegate
    }

    open func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
        throw NetworkUnavailableInPreview(url: url)
    }

    open func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
        throw NetworkUnavailableInPreview(url: request.url)
    }

    open func dataTask(with url: URL) -> URLSessionDataTask { URLSessionDataTask(request: URLRequest(url: url), completion: nil) }

    open func dataTask(with request: URLRequest) -> URLSessionDataTask { URLSessionDataTask(request: request, completion: nil) }

    open func dataTask(with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        URLSessionDataTask(request: URLRequest(url: url), completion: completionHandler)
    }

    open func dataTask(with request: URLRequest,
                       completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        URLSessionDataTask(request: request, completion: completionHandler)
    }

    open func invalidateAndCancel() {}
    open func finishTasksAndInvalidate() {}
}
