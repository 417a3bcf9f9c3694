import Foundation

/// A request to load a URL (Foundation's `URLRequest`, which Linux keeps in FoundationNetworking). It
/// holds what code sets on it; sending it fails with `NetworkUnavailableInPreview`.
public struct URLRequest: Hashable, Sendable {
    /// How a request uses the cache (Foundation's `NSURLRequest.CachePolicy`).
    public enum CachePolicy: UInt, Sendable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
        case reloadIgnoringLocalAndRemoteCacheData = 4
        case returnCacheDataElseLoad = 2
        case returnCacheDataDontLoad = 3
        case reloadRevalidatingCacheData = 5
    }

    public var url: URL?
    public var cachePolicy: CachePolicy
    public var timeoutInterval: TimeInterval
    public var httpMethod: String? = "GET"
    public var httpBody: Data?
    public var allHTTPHeaderFields: [String: String]?

    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60.0) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }

    /// Header names compare without regard to case, as HTTP's do.
    public func value(forHTTPHeaderField field: String) -> String? {
        allHTTPHeaderFields?.first { $0.key.caseInsensitiveCompare(field) == .orderedSame }?.value
    }

    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        var fields = allHTTPHeaderFields ?? [:]
        for key in fields.keys where key.caseInsensitiveCompare(field) == .orderedSame { fields[key] = nil }
        if let value { fields[field] = value }
        allHTTPHeaderFields = fields
    }

    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        if let existing = self.value(forHTTPHeaderField: field) {
            setValue(existing + "," + value, forHTTPHeaderField: field)
        } else {
            setValue(value, forHTTPHeaderField: field)
        }
    }
}

/// The metadata of a response (Foundation's `URLResponse`); a preview never receives one.
open class URLResponse: @unchecked Sendable {
    public let url: URL?
    public let mimeType: String?
    public let expectedContentLength: Int64
    public let textEncodingName: String?

    public init(url: URL, mimeType: String?, expectedContentLength length: Int, textEncodingName name: String?) {
        self.url = url
        self.mimeType = mimeType
        expectedContentLength = Int64(length)
        textEncodingName = name
    }
}

/// An HTTP response (Foundation's `HTTPURLResponse`).
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    public let statusCode: Int
    public let allHeaderFields: [AnyHashable: Any]

    public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {
        self.statusCode = statusCode
        allHeaderFields = headerFields ?? [:]
        super.init(url: url, mimeType: headerFields?["Content-Type"], expectedContentLength: -1, textEncodingName: nil)
    }
}
